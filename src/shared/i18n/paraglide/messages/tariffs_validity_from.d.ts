/**
* | output |
* | --- |
* | "from {start}" |
*
* @param {Tariffs_Validity_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_validity_from: ((inputs: Tariffs_Validity_FromInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Validity_FromInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Validity_FromInputs = {
    start: NonNullable<unknown>;
};
