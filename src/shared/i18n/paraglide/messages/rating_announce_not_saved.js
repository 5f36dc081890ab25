/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ message: NonNullable<unknown> }} Rating_Announce_Not_SavedInputs */

const en_rating_announce_not_saved = /** @type {(inputs: Rating_Announce_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quote not saved: ${i?.message}`)
};

const es_rating_announce_not_saved = /** @type {(inputs: Rating_Announce_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cotización no guardada: ${i?.message}`)
};

const en_xa2_rating_announce_not_saved = /** @type {(inputs: Rating_Announce_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ǫúóţé ñóţ šáṽéð: ${i?.message} ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Quote not saved: {message}" |
*
* @param {Rating_Announce_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_announce_not_saved = /** @type {((inputs: Rating_Announce_Not_SavedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Announce_Not_SavedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_announce_not_saved(inputs)
	if (locale === "en-XA") return en_xa2_rating_announce_not_saved(inputs)
	return en_rating_announce_not_saved(inputs)
});