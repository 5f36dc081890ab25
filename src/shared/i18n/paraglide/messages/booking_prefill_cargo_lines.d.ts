/**
* | countPlural | output |
* | --- | --- |
* | "one" | "one cargo line" |
* | * | "{shown} cargo lines" |
*
* @param {Booking_Prefill_Cargo_LinesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_prefill_cargo_lines: ((inputs: Booking_Prefill_Cargo_LinesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Prefill_Cargo_LinesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Prefill_Cargo_LinesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
