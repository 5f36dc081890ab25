/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Save_No_ReasonInputs */

const en_rating_save_no_reason = /** @type {(inputs: Rating_Save_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service did not save the quote and gave no reason.`)
};

const es_rating_save_no_reason = /** @type {(inputs: Rating_Save_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio no guardó la cotización y no dio ningún motivo.`)
};

const en_xa2_rating_save_no_reason = /** @type {(inputs: Rating_Save_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé ðíð ñóţ šáṽé ţĥé ǫúóţé áñð ĝáṽé ñó ŕéášóñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The service did not save the quote and gave no reason." |
*
* @param {Rating_Save_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_save_no_reason = /** @type {((inputs?: Rating_Save_No_ReasonInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Save_No_ReasonInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_save_no_reason(inputs)
	if (locale === "en-XA") return en_xa2_rating_save_no_reason(inputs)
	return en_rating_save_no_reason(inputs)
});