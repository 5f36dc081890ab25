/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} no longer listed" |
* | * | "{count} no longer listed" |
*
* @param {Change_Counted_UnlistedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_unlisted: ((inputs: Change_Counted_UnlistedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_UnlistedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Change_Counted_UnlistedInputs = {
    count: NonNullable<unknown>;
};
