/**
* | output |
* | --- |
* | "Status: {from} → {to}" |
*
* @param {Today_Change_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_change_status: ((inputs: Today_Change_StatusInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Change_StatusInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Today_Change_StatusInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
