/**
* | output |
* | --- |
* | "{file} · {width} × {height} px · {size}" |
*
* @param {Company_Logo_FactsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_logo_facts: ((inputs: Company_Logo_FactsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Logo_FactsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Logo_FactsInputs = {
    file: NonNullable<unknown>;
    width: NonNullable<unknown>;
    height: NonNullable<unknown>;
    size: NonNullable<unknown>;
};
