/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Change_Kind_Customs_HintInputs */

const en_change_kind_customs_hint = /** @type {(inputs: Change_Kind_Customs_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A shipment’s customs status moved (pending, cleared, held…).`)
};

const es_change_kind_customs_hint = /** @type {(inputs: Change_Kind_Customs_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El estado aduanero de un envío cambió (pendiente, despachado, retenido…).`)
};

const en_xa2_change_kind_customs_hint = /** @type {(inputs: Change_Kind_Customs_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á šĥíþɱéñţ’š çúšţóɱš šţáţúš ɱóṽéð (þéñðíñĝ, çļéáŕéð, ĥéļð…). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "A shipment’s customs status moved (pending, cleared, held…)." |
*
* @param {Change_Kind_Customs_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_customs_hint = /** @type {((inputs?: Change_Kind_Customs_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_Customs_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_change_kind_customs_hint(inputs)
	if (locale === "en-XA") return en_xa2_change_kind_customs_hint(inputs)
	return en_change_kind_customs_hint(inputs)
});