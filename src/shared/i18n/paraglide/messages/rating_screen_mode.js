/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Screen_ModeInputs */

const en_rating_screen_mode = /** @type {(inputs: Rating_Screen_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipment mode`)
};

const es_rating_screen_mode = /** @type {(inputs: Rating_Screen_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modo de envío`)
};

const en_xa2_rating_screen_mode = /** @type {(inputs: Rating_Screen_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţ ɱóðé ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Shipment mode" |
*
* @param {Rating_Screen_ModeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_screen_mode = /** @type {((inputs?: Rating_Screen_ModeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Screen_ModeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_screen_mode(inputs)
	if (locale === "en-XA") return en_xa2_rating_screen_mode(inputs)
	return en_rating_screen_mode(inputs)
});