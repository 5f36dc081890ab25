/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Hs_WarningInputs */

const en_booking_hs_warning = /** @type {(inputs: Booking_Hs_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This does not look like an HS code (4, 6, 8 or 10 digits, dots allowed). The service accepts it, but never confirms a booking with an invalid code.`)
};

const es_booking_hs_warning = /** @type {(inputs: Booking_Hs_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esto no parece un código HS (4, 6, 8 o 10 dígitos, con puntos o sin ellos). El servicio lo acepta, pero nunca confirma una reserva con un código no válido.`)
};

const en_xa2_booking_hs_warning = /** @type {(inputs: Booking_Hs_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ðóéš ñóţ ļóóķ ļíķé áñ ĤŠ çóðé (4, 6, 8 óŕ 10 ðíĝíţš, ðóţš áļļóŵéð). Ţĥé šéŕṽíçé áççéþţš íţ, ƀúţ ñéṽéŕ çóñƒíŕɱš á ƀóóķíñĝ ŵíţĥ áñ íñṽáļíð çóðé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "This does not look like an HS code (4, 6, 8 or 10 digits, dots allowed). The service accepts it, but never confirms a booking with an invalid code." |
*
* @param {Booking_Hs_WarningInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_hs_warning = /** @type {((inputs?: Booking_Hs_WarningInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Hs_WarningInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_hs_warning(inputs)
	if (locale === "en-XA") return en_xa2_booking_hs_warning(inputs)
	return en_booking_hs_warning(inputs)
});