/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} pickup moved" |
* | * | "{count} pickup moved" |
*
* @param {Change_Counted_Pickup_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_pickup_date: ((inputs: Change_Counted_Pickup_DateInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_Pickup_DateInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Change_Counted_Pickup_DateInputs = {
    count: NonNullable<unknown>;
};
