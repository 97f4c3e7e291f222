import { couponCreateRequestSchema, couponListSchema, couponSchema, couponUpdateRequestSchema } from '../admin-records';
import { endpoint } from './endpoint';
import { rowIdParams } from './params';

const tags = ['Admin'] as const;
const couponParams = rowIdParams('Coupon');

/** The admin area's discount coupons. */
export const adminCouponContracts = {
  listAdminCoupons: endpoint({
    operationId: 'listAdminCoupons',
    method: 'get',
    path: '/api/admin/coupons',
    tags,
    summary: 'Every discount coupon, newest first, with how often it was used (completed and open checkouts).',
    access: 'admin',
    response: couponListSchema,
  }),
  createAdminCoupon: endpoint({
    operationId: 'createAdminCoupon',
    method: 'post',
    path: '/api/admin/coupons',
    tags,
    summary:
      'Adds a coupon, always inactive; the code is stored in upper case and must be unique in any letter case ' +
      '(409). The expiry date may not be before today (UTC). Recorded in the audit trail.',
    access: 'admin',
    request: { body: couponCreateRequestSchema },
    status: 201,
    response: couponSchema,
    errors: ['COUPON_CODE_TAKEN'],
  }),
  updateAdminCoupon: endpoint({
    operationId: 'updateAdminCoupon',
    method: 'patch',
    path: '/api/admin/coupons/{id}',
    tags,
    summary:
      'Changes any of a coupon’s fields, its status included; the code stays unique among the other coupons ' +
      '(409). Recorded in the audit trail.',
    access: 'admin',
    request: { params: couponParams, body: couponUpdateRequestSchema },
    response: couponSchema,
    errors: ['COUPON_CODE_TAKEN'],
  }),
  deleteAdminCoupon: endpoint({
    operationId: 'deleteAdminCoupon',
    method: 'delete',
    path: '/api/admin/coupons/{id}',
    tags,
    summary:
      'Deletes a coupon and answers with it as it was. Its uses go with it; subscriptions already bought with it ' +
      'keep their discount at Stripe. Recorded in the audit trail.',
    access: 'admin',
    request: { params: couponParams },
    response: couponSchema,
  }),
};
