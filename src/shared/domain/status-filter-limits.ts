/**
 * How many statuses the shipment list filters by at once, and how long one
 * is: the tracking channel refuses more, and the filter form checks the same
 * before it asks. Plain data, so the form's screen loads no schema code.
 */
export const STATUS_FILTER_LIMITS = { statuses: 40, length: 60 } as const;
