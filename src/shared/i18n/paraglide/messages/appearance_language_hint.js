/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Appearance_Language_HintInputs */

const en_appearance_language_hint = /** @type {(inputs: Appearance_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`System follows the language of your operating system: Spanish for any Spanish, English otherwise. Dates, numbers and amounts follow it.`)
};

const es_appearance_language_hint = /** @type {(inputs: Appearance_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sistema sigue el idioma de su sistema operativo: español para cualquier variante del español, inglés en los demás casos. Fechas, números e importes lo siguen.`)
};

const en_xa2_appearance_language_hint = /** @type {(inputs: Appearance_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šýšţéɱ ƒóļļóŵš ţĥé ļáñĝúáĝé óƒ ýóúŕ óþéŕáţíñĝ šýšţéɱ: Šþáñíšĥ ƒóŕ áñý Šþáñíšĥ, Éñĝļíšĥ óţĥéŕŵíšé. Ðáţéš, ñúɱƀéŕš áñð áɱóúñţš ƒóļļóŵ íţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "System follows the language of your operating system: Spanish for any Spanish, English otherwise. Dates, numbers and amounts follow it." |
*
* @param {Appearance_Language_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_language_hint = /** @type {((inputs?: Appearance_Language_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Appearance_Language_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_appearance_language_hint(inputs)
	if (locale === "en-XA") return en_xa2_appearance_language_hint(inputs)
	return en_appearance_language_hint(inputs)
});