/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, searched: NonNullable<unknown> }} Documents_Picker_MatchingInputs */

const en_documents_picker_matching = /** @type {(inputs: Documents_Picker_MatchingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} shipment matching ${i?.searched}`);
	return /** @type {LocalizedString} */ (`${i?.shown} shipments matching ${i?.searched}`)
	
};

const es_documents_picker_matching = /** @type {(inputs: Documents_Picker_MatchingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} envío coincide con ${i?.searched}`);
	return /** @type {LocalizedString} */ (`${i?.shown} envíos coinciden con ${i?.searched}`)
	
};

const en_xa2_documents_picker_matching = /** @type {(inputs: Documents_Picker_MatchingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} šĥíþɱéñţ ɱáţçĥíñĝ ${i?.searched} ·~ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} šĥíþɱéñţš ɱáţçĥíñĝ ${i?.searched} ·~ ·~ ·]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} shipment matching {searched}" |
* | * | "{shown} shipments matching {searched}" |
*
* @param {Documents_Picker_MatchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_matching = /** @type {((inputs: Documents_Picker_MatchingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Picker_MatchingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_picker_matching(inputs)
	if (locale === "en-XA") return en_xa2_documents_picker_matching(inputs)
	return en_documents_picker_matching(inputs)
});