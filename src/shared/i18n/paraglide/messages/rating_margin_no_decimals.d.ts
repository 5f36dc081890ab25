/**
* | output |
* | --- |
* | "{currency} amounts have no decimals" |
*
* @param {Rating_Margin_No_DecimalsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_no_decimals: ((inputs: Rating_Margin_No_DecimalsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_No_DecimalsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Margin_No_DecimalsInputs = {
    currency: NonNullable<unknown>;
};
