import { createHash } from 'node:crypto';
import { startJsonStub } from './paymob-stub';

/**
 * Fawry's charge API stand-in: POST /ECommerceWeb/Fawry/payments/charge checks the documented
 * signature (SHA-256 of merchantCode + merchantRefNum + customerProfileId + paymentMethod + amount
 * + secureKey: customerMobile is not signed), refuses a PAYATFAWRY charge without a local-form
 * customerMobile, and answers a ChargeResponse with a reference number and its expiry.
 */
export function startFawryStub(secureKey: string) {
  let reference = 963_455_000;
  return startJsonStub((call) => {
    if (call.method !== 'POST' || call.path !== '/ECommerceWeb/Fawry/payments/charge') return { status: 404, body: {} };
    const r = JSON.parse(call.body) as Record<string, string | number>;
    const expected = createHash('sha256')
      .update(
        `${r.merchantCode}${r.merchantRefNum}${r.customerProfileId ?? ''}${r.paymentMethod}${r.amount}${secureKey}`,
      )
      .digest('hex');
    if (r.signature !== expected)
      return {
        status: 200,
        body: { type: 'ChargeResponse', statusCode: 9901, statusDescription: 'Invalid signature' },
      };
    // PAYATFAWRY needs the customer's mobile (Fawry texts the reference to it); this stand-in refuses a charge without one
    if (r.paymentMethod === 'PAYATFAWRY' && !/^01\d{9}$/.test(String(r.customerMobile ?? ''))) {
      return {
        status: 200,
        body: { type: 'ChargeResponse', statusCode: 9999, statusDescription: 'customerMobile is missing or invalid' },
      };
    }
    reference += 1;
    return {
      status: 200,
      body: {
        type: 'ChargeResponse',
        referenceNumber: String(reference),
        merchantRefNumber: r.merchantRefNum,
        expirationTime: Number(r.paymentExpiry),
        statusCode: 200,
        statusDescription: 'Operation done successfully',
      },
    };
  });
}
