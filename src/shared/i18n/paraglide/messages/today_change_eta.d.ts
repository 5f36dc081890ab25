/**
* | output |
* | --- |
* | "ETA moved: {from} → {to}" |
*
* @param {Today_Change_EtaInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_change_eta: ((inputs: Today_Change_EtaInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Change_EtaInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Today_Change_EtaInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
