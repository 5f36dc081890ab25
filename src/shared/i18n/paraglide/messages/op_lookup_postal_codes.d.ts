/**
* | output |
* | --- |
* | "Find postal code locations by country and city or code" |
*
* @param {Op_Lookup_Postal_CodesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_lookup_postal_codes: ((inputs?: Op_Lookup_Postal_CodesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Lookup_Postal_CodesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Op_Lookup_Postal_CodesInputs = {};
