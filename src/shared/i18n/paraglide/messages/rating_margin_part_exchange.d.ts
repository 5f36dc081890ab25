/**
* | output |
* | --- |
* | "1 {from} = {rate} {to}, the rate of exchange you gave" |
*
* @param {Rating_Margin_Part_ExchangeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_part_exchange: ((inputs: Rating_Margin_Part_ExchangeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Part_ExchangeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Margin_Part_ExchangeInputs = {
    from: NonNullable<unknown>;
    rate: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
