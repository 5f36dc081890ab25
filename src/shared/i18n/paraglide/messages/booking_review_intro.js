/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ mode: NonNullable<unknown> }} Booking_Review_IntroInputs */

const en_booking_review_intro = /** @type {(inputs: Booking_Review_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This is everything Freight Desk will send to book this quote (${i?.mode}). Nothing has been sent yet.`)
};

const es_booking_review_intro = /** @type {(inputs: Booking_Review_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esto es todo lo que Freight Desk enviará para reservar esta cotización (${i?.mode}). Todavía no se ha enviado nada.`)
};

const en_xa2_booking_review_intro = /** @type {(inputs: Booking_Review_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš éṽéŕýţĥíñĝ Ƒŕéíĝĥţ Ðéšķ ŵíļļ šéñð ţó ƀóóķ ţĥíš ǫúóţé (${i?.mode}). Ñóţĥíñĝ ĥáš ƀééñ šéñţ ýéţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "This is everything Freight Desk will send to book this quote ({mode}). Nothing has been sent yet." |
*
* @param {Booking_Review_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_review_intro = /** @type {((inputs: Booking_Review_IntroInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Review_IntroInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_review_intro(inputs)
	if (locale === "en-XA") return en_xa2_booking_review_intro(inputs)
	return en_booking_review_intro(inputs)
});