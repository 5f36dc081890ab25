/**
* | output |
* | --- |
* | "{amount} (currency not stated by the rate)" |
*
* @param {Tracking_Free_No_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_no_currency: ((inputs: Tracking_Free_No_CurrencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_No_CurrencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_No_CurrencyInputs = {
    amount: NonNullable<unknown>;
};
