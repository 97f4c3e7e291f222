import {
  durationText,
  secondsText,
  leadInsightsTexts as texts,
  leadSourceLabel,
  monthLabel,
  rateText,
  type LeadBookingFigures,
  type LeadInsights,
} from '@shutterdesk/core';
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { LoadFailed } from '@/components/ui/load-failed';
import { useLeadInsights } from './api';
import { InsightsLoading } from './insights-loading';

/*
 * Lead Flow's Insights panel, loaded with React.lazy when it is first opened: recharts is downloaded only then.
 * Every chart has its figures as a table too, and its colours are the theme's tokens, so both themes read.
 */

const tick = { fill: 'var(--muted-foreground)', fontSize: 12 };
const tooltipStyles = {
  contentStyle: {
    background: 'var(--card)',
    border: '1px solid var(--border)',
    borderRadius: 8,
    color: 'var(--foreground)',
    fontSize: 13,
  },
  labelStyle: { color: 'var(--foreground)', fontWeight: 600 },
  itemStyle: { color: 'var(--foreground)' },
  cursor: { fill: 'var(--muted)' },
};
const chartHeightPx = 220;
const percentTick = (value: number) => `${value}%`;
const rateTooltip = (value: unknown) => (typeof value === 'number' ? `${value}%` : rateText(null));

export default function LeadInsightsPanel() {
  const insights = useLeadInsights();
  const data = insights.data;
  if (!data) {
    return insights.isError ? (
      <LoadFailed title={texts.loadFailed} retrying={insights.isFetching} onRetry={() => void insights.refetch()} />
    ) : (
      <InsightsLoading />
    );
  }
  return (
    <div className="grid min-w-0 gap-3">
      <p className="text-sm text-muted-foreground">{texts.period(data.from, data.to)}</p>
      {data.total.leads === 0 ? (
        <p className="rounded-xl border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
          {texts.empty}
        </p>
      ) : (
        <Figures insights={data} />
      )}
    </div>
  );
}

function Figures({ insights }: { insights: LeadInsights }) {
  const months = insights.months.map((month) => ({
    ...month,
    label: monthLabel(month.month),
    short: monthLabel(month.month).slice(0, 3),
  }));
  const sources = insights.sources.map((source) => ({ ...source, label: leadSourceLabel(source.source) ?? '' }));
  return (
    <div className="grid min-w-0 items-start gap-3 md:grid-cols-2">
      <ContactCard insights={insights} />
      <MonthChart title={texts.leadsPerMonth} months={months} figure="leads" />
      <MonthChart title={texts.bookingRateByMonth} months={months} figure="bookingRate" />
      <ChartCard
        title={texts.bookingRateBySource}
        table={<FiguresTable caption={texts.bookingRateBySource} rowHeader={texts.columns.source} rows={sources} />}
      >
        <BarChart
          title={texts.bookingRateBySource}
          data={sources}
          layout="vertical"
          responsive
          style={{ width: '100%', height: chartHeightPx + 40 }}
          margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
        >
          <CartesianGrid horizontal={false} stroke="var(--border)" />
          <XAxis
            type="number"
            domain={[0, 100]}
            tickFormatter={percentTick}
            tick={tick}
            tickLine={false}
            axisLine={{ stroke: 'var(--border)' }}
          />
          <YAxis type="category" dataKey="label" width={104} tick={tick} tickLine={false} axisLine={false} />
          <Tooltip {...tooltipStyles} formatter={rateTooltip} />
          <Bar dataKey="bookingRate" name={texts.columns.rate} fill="var(--accent)" isAnimationActive={false} />
        </BarChart>
      </ChartCard>
    </div>
  );
}

/** A month's figure over the last 12 months: the number of leads, or the booking rate in percent. */
function MonthChart({
  title,
  months,
  figure,
}: {
  title: string;
  months: readonly (LeadBookingFigures & { label: string; short: string })[];
  figure: 'leads' | 'bookingRate';
}) {
  const rate = figure === 'bookingRate';
  return (
    <ChartCard title={title} table={<FiguresTable caption={title} rowHeader={texts.columns.month} rows={months} />}>
      <BarChart
        title={title}
        data={months}
        responsive
        style={{ width: '100%', height: chartHeightPx }}
        // Room for the percent signs on the rate's axis.
        margin={{ top: 8, right: 8, bottom: 0, left: rate ? -8 : -16 }}
      >
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis dataKey="short" tick={tick} tickLine={false} axisLine={{ stroke: 'var(--border)' }} />
        {rate ? (
          <YAxis domain={[0, 100]} tickFormatter={percentTick} tick={tick} tickLine={false} axisLine={false} />
        ) : (
          <YAxis allowDecimals={false} tick={tick} tickLine={false} axisLine={false} />
        )}
        <Tooltip
          {...tooltipStyles}
          labelFormatter={(_, payload) => payload[0]?.payload.label ?? ''}
          {...(rate && { formatter: rateTooltip })}
        />
        <Bar
          dataKey={figure}
          name={rate ? texts.columns.rate : texts.columns.leads}
          fill={rate ? 'var(--success)' : 'var(--accent)'}
          isAnimationActive={false}
        />
      </BarChart>
    </ChartCard>
  );
}

function ChartCard({ title, table, children }: { title: string; table: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title} className="grid min-w-0 content-start gap-2 rounded-xl border border-border p-3">
      <h3 className="text-sm font-semibold">{title}</h3>
      <div className="min-w-0">{children}</div>
      <details className="text-sm">
        <summary className="cursor-pointer rounded-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring">
          {texts.asTable(title)}
        </summary>
        <div className="mt-2 max-w-full overflow-x-auto">{table}</div>
      </details>
    </section>
  );
}

function FiguresTable({
  caption,
  rowHeader,
  rows,
}: {
  caption: string;
  rowHeader: string;
  rows: readonly (LeadBookingFigures & { label: string })[];
}) {
  const cell = 'px-2 py-1 text-right tabular-nums';
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-border text-muted-foreground">
          <th scope="col" className="px-2 py-1 text-left font-medium">
            {rowHeader}
          </th>
          <th scope="col" className={`${cell} font-medium`}>
            {texts.columns.leads}
          </th>
          <th scope="col" className={`${cell} font-medium`}>
            {texts.columns.booked}
          </th>
          <th scope="col" className={`${cell} font-medium`}>
            {texts.columns.rate}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-b border-border last:border-0">
            <th scope="row" className="px-2 py-1 text-left font-normal break-words">
              {row.label}
            </th>
            <td className={cell}>{row.leads}</td>
            <td className={cell}>{row.booked}</td>
            <td className={cell}>{rateText(row.bookingRate)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Speed to lead, and how the leads contacted within a day booked against the later ones. */
function ContactCard({ insights }: { insights: LeadInsights }) {
  const { speedToLead, contactedWithinDay, contactedLater } = insights;
  return (
    <section
      aria-label={texts.speedToLead}
      className="grid min-w-0 content-start gap-3 rounded-xl border border-border p-3"
    >
      <div className="grid gap-0.5">
        <h3 className="text-sm font-semibold">{texts.speedToLead}</h3>
        <p className="text-2xl font-semibold tabular-nums">
          {speedToLead.medianMinutes === null ? rateText(null) : durationText(speedToLead.medianMinutes)}
        </p>
        <p className="text-sm text-muted-foreground">
          {speedToLead.medianMinutes === null ? texts.noSpeed : texts.speedToLeadHelp}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <ContactGroup term={texts.withinDay} figures={contactedWithinDay} />
        <ContactGroup term={texts.later} figures={contactedLater} />
      </dl>
      <AutomaticReply figures={insights.automaticReply} />
      {speedToLead.untimed > 0 && (
        <p className="text-sm text-muted-foreground">
          {texts.untimed(speedToLead.untimed)}. {texts.untimedHelp}
        </p>
      )}
    </section>
  );
}

/** The instant reply's own figure, beside the personal speed to lead it is not part of. */
function AutomaticReply({ figures }: { figures: LeadInsights['automaticReply'] }) {
  return (
    <div className="grid gap-0.5 border-t border-border pt-3">
      <h4 className="text-sm font-semibold">{texts.automaticReply}</h4>
      <p className="text-xl font-semibold tabular-nums">
        {figures.medianSeconds === null ? rateText(null) : secondsText(figures.medianSeconds)}
      </p>
      <p className="text-sm text-muted-foreground">
        {figures.medianSeconds === null ? texts.noAutomaticReply : texts.automaticReplyHelp(figures.replied)}
      </p>
    </div>
  );
}

function ContactGroup({ term, figures }: { term: string; figures: LeadBookingFigures }) {
  return (
    <div className="grid min-w-0 content-start gap-0.5 rounded-lg bg-muted p-2">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="text-xl font-semibold tabular-nums">{rateText(figures.bookingRate)}</dd>
      <dd className="text-sm text-muted-foreground tabular-nums">{texts.bookedOf(figures.booked, figures.leads)}</dd>
    </div>
  );
}
