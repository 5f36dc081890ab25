/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} container type" |
* | * | "{shown} container types" |
*
* @param {Lookups_Containers_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_containers_count: ((inputs: Lookups_Containers_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Containers_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lookups_Containers_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
