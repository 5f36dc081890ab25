/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Appearance_Theme_HintInputs */

const en_appearance_theme_hint = /** @type {(inputs: Appearance_Theme_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`System follows the light or dark setting of your operating system.`)
};

const es_appearance_theme_hint = /** @type {(inputs: Appearance_Theme_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sistema sigue el ajuste claro u oscuro de su sistema operativo.`)
};

const en_xa2_appearance_theme_hint = /** @type {(inputs: Appearance_Theme_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šýšţéɱ ƒóļļóŵš ţĥé ļíĝĥţ óŕ ðáŕķ šéţţíñĝ óƒ ýóúŕ óþéŕáţíñĝ šýšţéɱ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "System follows the light or dark setting of your operating system." |
*
* @param {Appearance_Theme_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_theme_hint = /** @type {((inputs?: Appearance_Theme_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Appearance_Theme_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_appearance_theme_hint(inputs)
	if (locale === "en-XA") return en_xa2_appearance_theme_hint(inputs)
	return en_appearance_theme_hint(inputs)
});