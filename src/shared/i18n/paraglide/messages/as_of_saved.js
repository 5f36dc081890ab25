/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} As_Of_SavedInputs */

const en_as_of_saved = /** @type {(inputs: As_Of_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved copy as of`)
};

const es_as_of_saved = /** @type {(inputs: As_Of_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copia guardada a fecha de`)
};

const en_xa2_as_of_saved = /** @type {(inputs: As_Of_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽéð çóþý áš óƒ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Saved copy as of" |
*
* @param {As_Of_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const as_of_saved = /** @type {((inputs?: As_Of_SavedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<As_Of_SavedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_as_of_saved(inputs)
	if (locale === "en-XA") return en_xa2_as_of_saved(inputs)
	return en_as_of_saved(inputs)
});