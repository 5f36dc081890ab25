/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} pallet type" |
* | * | "{shown} pallet types" |
*
* @param {Lookups_Pallets_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_pallets_count: ((inputs: Lookups_Pallets_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Pallets_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lookups_Pallets_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
