/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Flow_Unknown_WhatInputs */

const en_booking_flow_unknown_what = /** @type {(inputs: Booking_Flow_Unknown_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the booking may or may not have been made`)
};

const es_booking_flow_unknown_what = /** @type {(inputs: Booking_Flow_Unknown_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`puede que la reserva se haya hecho o no`)
};

const en_xa2_booking_flow_unknown_what = /** @type {(inputs: Booking_Flow_Unknown_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ƀóóķíñĝ ɱáý óŕ ɱáý ñóţ ĥáṽé ƀééñ ɱáðé ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "the booking may or may not have been made" |
*
* @param {Booking_Flow_Unknown_WhatInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_unknown_what = /** @type {((inputs?: Booking_Flow_Unknown_WhatInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Flow_Unknown_WhatInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_flow_unknown_what(inputs)
	if (locale === "en-XA") return en_xa2_booking_flow_unknown_what(inputs)
	return en_booking_flow_unknown_what(inputs)
});