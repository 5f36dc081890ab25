/**
* | countPlural | output |
* | --- | --- |
* | "one" | "the container and weights" |
* | * | "{shown} containers and weights" |
*
* @param {Booking_Prefill_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_prefill_containers: ((inputs: Booking_Prefill_ContainersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Prefill_ContainersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Prefill_ContainersInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
