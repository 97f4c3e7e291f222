import { adminTexts, couponExpired, formatDate, formatDateTime } from '@shutterdesk/core';
import { createColumnHelper } from '@tanstack/react-table';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { QuestionDialog } from '@/components/ui/confirm-dialog';
import { loadErrorText, useCoupons, useDeleteCoupon, type Coupon } from './api';
import { AdminScreen } from './components/admin-screen';
import { AdminTable, CutText } from './components/admin-table';
import { CouponDialog, type CouponDialogState } from './components/coupon-dialog';

const column = createColumnHelper<Coupon>();

function couponColumns({ edit, askDelete }: { edit: (coupon: Coupon) => void; askDelete: (coupon: Coupon) => void }) {
  return [
    column.accessor('name', { header: 'Name', size: 180, cell: (cell) => <CutText text={cell.getValue()} /> }),
    column.accessor('code', {
      header: 'Code',
      size: 150,
      cell: (cell) => <CutText text={cell.getValue()} className="font-mono text-xs" />,
    }),
    column.accessor('discountPercentage', { header: 'Discount %', size: 100, cell: (cell) => `${cell.getValue()}%` }),
    column.accessor('createdAt', {
      header: 'Coupon Created',
      size: 170,
      cell: (cell) => formatDateTime(cell.getValue()),
    }),
    column.accessor('status', {
      header: 'Status',
      size: 150,
      // Past its date a coupon no longer works at checkout, whatever its status says; an expired one can still be
      // switched off.
      cell: ({ row: { original: coupon } }) => (
        <span className="flex flex-wrap gap-1">
          {coupon.status === 'active' ? <Badge tone="success">Active</Badge> : <Badge>Inactive</Badge>}
          {couponExpired(coupon.expiresAt, new Date()) && <Badge tone="danger">Expired</Badge>}
        </span>
      ),
    }),
    column.accessor('usageLimit', {
      header: 'Allowance',
      size: 130,
      cell: ({ row: { original: coupon } }) => (
        <span title={`${coupon.timesUsed} of ${coupon.usageLimit} used`}>
          {coupon.usageLimit} <span className="text-muted-foreground">· {coupon.timesUsed} used</span>
        </span>
      ),
    }),
    column.accessor('expiresAt', { header: 'Expires at', size: 130, cell: (cell) => formatDate(cell.getValue()) }),
    column.display({
      id: 'actions',
      header: 'Actions',
      size: 96,
      cell: ({ row: { original: coupon } }) => (
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Edit ${coupon.code}`}
            title="Edit"
            onClick={() => edit(coupon)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 hover:bg-danger-soft hover:text-danger"
            aria-label={`Delete ${coupon.code}`}
            title="Delete"
            onClick={() => askDelete(coupon)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ),
    }),
  ];
}

export default function AdminCouponsPage() {
  const coupons = useCoupons();
  const remove = useDeleteCoupon();
  const [dialog, setDialog] = useState<CouponDialogState>(null);
  const [deleting, setDeleting] = useState<Coupon | null>(null);
  const columns = couponColumns({ edit: (coupon) => setDialog({ mode: 'edit', coupon }), askDelete: setDeleting });

  return (
    <AdminScreen
      title={adminTexts.couponsTile}
      back="/admin/dashboard"
      accessError={coupons.error}
      actions={
        <Button onClick={() => setDialog({ mode: 'create' })} disabled={!coupons.data}>
          <Plus aria-hidden="true" />
          Add New
        </Button>
      }
    >
      <AdminTable
        label="Discount coupons"
        columns={columns}
        rows={coupons.data}
        rowId={(coupon) => coupon.id}
        texts={{ loading: adminTexts.loadingCoupons, empty: adminTexts.noCoupons }}
        error={coupons.isError ? loadErrorText(coupons.error, 'Failed to fetch coupons') : null}
      />
      <CouponDialog state={dialog} coupons={coupons.data ?? []} onClose={() => setDialog(null)} />
      <QuestionDialog
        question={
          deleting && {
            title: `Delete ${deleting.code}?`,
            description: 'The code stops working at checkout at once. This cannot be undone.',
            confirmLabel: 'Delete',
            danger: true,
          }
        }
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </AdminScreen>
  );
}
