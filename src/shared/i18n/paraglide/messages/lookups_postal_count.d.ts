/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} postal code for {searched}" |
* | * | "{shown} postal codes for {searched}" |
*
* @param {Lookups_Postal_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_count: ((inputs: Lookups_Postal_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lookups_Postal_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
