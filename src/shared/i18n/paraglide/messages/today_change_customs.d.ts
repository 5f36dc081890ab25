/**
* | output |
* | --- |
* | "Customs: {from} → {to}" |
*
* @param {Today_Change_CustomsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_change_customs: ((inputs: Today_Change_CustomsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Change_CustomsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Today_Change_CustomsInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
