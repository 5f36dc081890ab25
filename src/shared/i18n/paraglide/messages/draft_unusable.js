/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Draft_UnusableInputs */

const en_draft_unusable = /** @type {(inputs: Draft_UnusableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The saved draft was from an older version of this form and could not be used.`)
};

const es_draft_unusable = /** @type {(inputs: Draft_UnusableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El borrador guardado era de una versión anterior de este formulario y no se pudo usar.`)
};

const en_xa2_draft_unusable = /** @type {(inputs: Draft_UnusableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šáṽéð ðŕáƒţ ŵáš ƒŕóɱ áñ óļðéŕ ṽéŕšíóñ óƒ ţĥíš ƒóŕɱ áñð çóúļð ñóţ ƀé úšéð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The saved draft was from an older version of this form and could not be used." |
*
* @param {Draft_UnusableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const draft_unusable = /** @type {((inputs?: Draft_UnusableInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Draft_UnusableInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_draft_unusable(inputs)
	if (locale === "en-XA") return en_xa2_draft_unusable(inputs)
	return en_draft_unusable(inputs)
});