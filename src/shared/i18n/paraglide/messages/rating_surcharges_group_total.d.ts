/**
* | output |
* | --- |
* | "Total {group}" |
*
* @param {Rating_Surcharges_Group_TotalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_surcharges_group_total: ((inputs: Rating_Surcharges_Group_TotalInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Surcharges_Group_TotalInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Surcharges_Group_TotalInputs = {
    group: NonNullable<unknown>;
};
