/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Summary_UnknownInputs */

const en_documents_summary_unknown = /** @type {(inputs: Documents_Summary_UnknownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} outcome unknown`);
	return /** @type {LocalizedString} */ (`${i?.shown} outcome unknown`)
	
};

const es_documents_summary_unknown = /** @type {(inputs: Documents_Summary_UnknownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} con resultado desconocido`);
	return /** @type {LocalizedString} */ (`${i?.shown} con resultado desconocido`)
	
};

const en_xa2_documents_summary_unknown = /** @type {(inputs: Documents_Summary_UnknownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} óúţçóɱé úñķñóŵñ ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} óúţçóɱé úñķñóŵñ ·~ ·~ ]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} outcome unknown" |
* | * | "{shown} outcome unknown" |
*
* @param {Documents_Summary_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_summary_unknown = /** @type {((inputs: Documents_Summary_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Summary_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_summary_unknown(inputs)
	if (locale === "en-XA") return en_xa2_documents_summary_unknown(inputs)
	return en_documents_summary_unknown(inputs)
});