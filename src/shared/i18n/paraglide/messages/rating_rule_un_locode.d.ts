/**
* | output |
* | --- |
* | "{field} must be a UN/LOCODE such as ESBCN" |
*
* @param {Rating_Rule_Un_LocodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_un_locode: ((inputs: Rating_Rule_Un_LocodeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rule_Un_LocodeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Rule_Un_LocodeInputs = {
    field: NonNullable<unknown>;
};
