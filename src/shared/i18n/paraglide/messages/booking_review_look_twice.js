/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Review_Look_TwiceInputs */

const en_booking_review_look_twice = /** @type {(inputs: Booking_Review_Look_TwiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Look twice before booking`)
};

const es_booking_review_look_twice = /** @type {(inputs: Booking_Review_Look_TwiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revíselo dos veces antes de reservar`)
};

const en_xa2_booking_review_look_twice = /** @type {(inputs: Booking_Review_Look_TwiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóóķ ţŵíçé ƀéƒóŕé ƀóóķíñĝ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Look twice before booking" |
*
* @param {Booking_Review_Look_TwiceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_review_look_twice = /** @type {((inputs?: Booking_Review_Look_TwiceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Review_Look_TwiceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_review_look_twice(inputs)
	if (locale === "en-XA") return en_xa2_booking_review_look_twice(inputs)
	return en_booking_review_look_twice(inputs)
});