/**
* | output |
* | --- |
* | "{size} ft" |
*
* @param {Lookups_Containers_Size_FtInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_containers_size_ft: ((inputs: Lookups_Containers_Size_FtInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Containers_Size_FtInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lookups_Containers_Size_FtInputs = {
    size: NonNullable<unknown>;
};
