/**
* | output |
* | --- |
* | "1 {from} in {to}" |
*
* @param {Rating_Sale_Exchange_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sale_exchange_label: ((inputs: Rating_Sale_Exchange_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sale_Exchange_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Sale_Exchange_LabelInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
