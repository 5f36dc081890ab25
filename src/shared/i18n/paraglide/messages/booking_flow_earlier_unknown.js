/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Flow_Earlier_UnknownInputs */

const en_booking_flow_earlier_unknown = /** @type {(inputs: Booking_Flow_Earlier_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An earlier attempt to book this quote ended with an unknown outcome.`)
};

const es_booking_flow_earlier_unknown = /** @type {(inputs: Booking_Flow_Earlier_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un intento anterior de reservar esta cotización terminó con un resultado desconocido.`)
};

const en_xa2_booking_flow_earlier_unknown = /** @type {(inputs: Booking_Flow_Earlier_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñ éáŕļíéŕ áţţéɱþţ ţó ƀóóķ ţĥíš ǫúóţé éñðéð ŵíţĥ áñ úñķñóŵñ óúţçóɱé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "An earlier attempt to book this quote ended with an unknown outcome." |
*
* @param {Booking_Flow_Earlier_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_earlier_unknown = /** @type {((inputs?: Booking_Flow_Earlier_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Flow_Earlier_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_flow_earlier_unknown(inputs)
	if (locale === "en-XA") return en_xa2_booking_flow_earlier_unknown(inputs)
	return en_booking_flow_earlier_unknown(inputs)
});