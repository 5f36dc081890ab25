/**
* | output |
* | --- |
* | "until {end}" |
*
* @param {Tariffs_Validity_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_validity_until: ((inputs: Tariffs_Validity_UntilInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Validity_UntilInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Validity_UntilInputs = {
    end: NonNullable<unknown>;
};
