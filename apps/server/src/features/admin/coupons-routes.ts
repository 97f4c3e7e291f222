import { apiContracts } from '@shutterdesk/core/api';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { Routing } from '../../http/routing';
import { listCoupons } from './coupons-queries';
import { createCoupon, deleteCoupon, updateCoupon } from './coupons-service';

/** /api/admin/coupons: the admin's discount coupons, which checkout reads (features/billing/coupons.ts). */
export function adminCouponRoutes(db: Database, { router, route }: Routing, clock: Clock) {
  return router()
    .openapi(route(apiContracts.listAdminCoupons), async (c) => {
      return c.json({ coupons: await listCoupons(db, clock.now()) }, 200);
    })
    .openapi(route(apiContracts.createAdminCoupon), async (c) => {
      return c.json(await createCoupon(db, c.get('userId'), c.req.valid('json'), clock.now()), 201);
    })
    .openapi(route(apiContracts.updateAdminCoupon), async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await updateCoupon(db, c.get('userId'), id, c.req.valid('json'), clock.now()), 200);
    })
    .openapi(route(apiContracts.deleteAdminCoupon), async (c) => {
      return c.json(await deleteCoupon(db, c.get('userId'), c.req.valid('param').id, clock.now()), 200);
    });
}
