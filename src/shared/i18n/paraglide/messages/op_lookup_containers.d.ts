/**
* | output |
* | --- |
* | "List maritime container types" |
*
* @param {Op_Lookup_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_lookup_containers: ((inputs?: Op_Lookup_ContainersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Lookup_ContainersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Op_Lookup_ContainersInputs = {};
