/**
* | output |
* | --- |
* | "{name}: {first}, {then}" |
*
* @param {Tracking_Free_Clause_ThenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_clause_then: ((inputs: Tracking_Free_Clause_ThenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Clause_ThenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Clause_ThenInputs = {
    name: NonNullable<unknown>;
    first: NonNullable<unknown>;
    then: NonNullable<unknown>;
};
