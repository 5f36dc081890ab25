/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fields: NonNullable<unknown> }} Draft_Fields_Left_OutInputs */

const en_draft_fields_left_out = /** @type {(inputs: Draft_Fields_Left_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Part of the saved draft no longer fits this form and was left out: ${i?.fields}.`)
};

const es_draft_fields_left_out = /** @type {(inputs: Draft_Fields_Left_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Parte del borrador guardado ya no encaja en este formulario y se dejó fuera: ${i?.fields}.`)
};

const en_xa2_draft_fields_left_out = /** @type {(inputs: Draft_Fields_Left_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þáŕţ óƒ ţĥé šáṽéð ðŕáƒţ ñó ļóñĝéŕ ƒíţš ţĥíš ƒóŕɱ áñð ŵáš ļéƒţ óúţ: ${i?.fields}. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Part of the saved draft no longer fits this form and was left out: {fields}." |
*
* @param {Draft_Fields_Left_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const draft_fields_left_out = /** @type {((inputs: Draft_Fields_Left_OutInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Draft_Fields_Left_OutInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_draft_fields_left_out(inputs)
	if (locale === "en-XA") return en_xa2_draft_fields_left_out(inputs)
	return en_draft_fields_left_out(inputs)
});