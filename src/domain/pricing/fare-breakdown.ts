import type { ReceiveTicketsMethod } from '../booking/payment-form.ts';
import type { Cents } from '../money/cents.ts';
import { type Discount, discountAmount } from './discount.ts';

/** Spec §9: courier delivery costs 3 €. */
export const COURIER_SHIPPING_COST: Cents = 300;

export interface FareBreakdownInput {
  tripTotals: Cents[];
  discount: Discount | null;
  serviceFee: Cents;
  receiveTicketsMethod: ReceiveTicketsMethod;
  /** A surcharge of the chosen payment, added after everything else. */
  extraCost: Cents;
  /** A reseller's available credit, shown beside the price; null for everyone else. */
  creditLimit: Cents | null;
}

/** The price breakdown of spec §3; every figure in integer cents. */
export interface FareBreakdown {
  tripTotals: Cents[];
  subtotal: Cents;
  discount: Cents;
  serviceFee: Cents;
  shippingCost: Cents;
  /** What the booking costs: subtotal − discount + service fee + shipping. */
  total: Cents;
  extraCost: Cents;
  /** What is charged: total + extra cost. */
  finalPrice: Cents;
  creditLimit: Cents | null;
}

export function shippingCost(method: ReceiveTicketsMethod): Cents {
  return method === 'courier' ? COURIER_SHIPPING_COST : 0;
}

/** The discount applies to the trips only: fees and shipping are never discounted. */
export function fareBreakdown(input: FareBreakdownInput): FareBreakdown {
  const subtotal = input.tripTotals.reduce((sum, t) => sum + t, 0);
  const discount = discountAmount(subtotal, input.discount);
  const shipping = shippingCost(input.receiveTicketsMethod);
  const total = subtotal - discount + input.serviceFee + shipping;
  return {
    tripTotals: [...input.tripTotals],
    subtotal,
    discount,
    serviceFee: input.serviceFee,
    shippingCost: shipping,
    total,
    extraCost: input.extraCost,
    finalPrice: total + input.extraCost,
    creditLimit: input.creditLimit,
  };
}
