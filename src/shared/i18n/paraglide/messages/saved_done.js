/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Saved_DoneInputs */

const en_saved_done = /** @type {(inputs: Saved_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved.`)
};

const es_saved_done = /** @type {(inputs: Saved_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardado.`)
};

const en_xa2_saved_done = /** @type {(inputs: Saved_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽéð. ·~]`)
};

/**
* | output |
* | --- |
* | "Saved." |
*
* @param {Saved_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const saved_done = /** @type {((inputs?: Saved_DoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Saved_DoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_saved_done(inputs)
	if (locale === "en-XA") return en_xa2_saved_done(inputs)
	return en_saved_done(inputs)
});