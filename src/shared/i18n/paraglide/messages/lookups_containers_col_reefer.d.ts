/**
* | output |
* | --- |
* | "Reefer" |
*
* @param {Lookups_Containers_Col_ReeferInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_containers_col_reefer: ((inputs?: Lookups_Containers_Col_ReeferInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Containers_Col_ReeferInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lookups_Containers_Col_ReeferInputs = {};
