/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Announce_SavedInputs */

const en_rating_announce_saved = /** @type {(inputs: Rating_Announce_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quote saved.`)
};

const es_rating_announce_saved = /** @type {(inputs: Rating_Announce_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cotización guardada.`)
};

const en_xa2_rating_announce_saved = /** @type {(inputs: Rating_Announce_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫúóţé šáṽéð. ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Quote saved." |
*
* @param {Rating_Announce_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_announce_saved = /** @type {((inputs?: Rating_Announce_SavedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Announce_SavedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_announce_saved(inputs)
	if (locale === "en-XA") return en_xa2_rating_announce_saved(inputs)
	return en_rating_announce_saved(inputs)
});