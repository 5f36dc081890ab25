/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Summary_RefusedInputs */

const en_documents_summary_refused = /** @type {(inputs: Documents_Summary_RefusedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} not sent`);
	return /** @type {LocalizedString} */ (`${i?.shown} not sent`)
	
};

const es_documents_summary_refused = /** @type {(inputs: Documents_Summary_RefusedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} sin enviar`);
	return /** @type {LocalizedString} */ (`${i?.shown} sin enviar`)
	
};

const en_xa2_documents_summary_refused = /** @type {(inputs: Documents_Summary_RefusedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ñóţ šéñţ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ñóţ šéñţ ·~ ]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} not sent" |
* | * | "{shown} not sent" |
*
* @param {Documents_Summary_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_summary_refused = /** @type {((inputs: Documents_Summary_RefusedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Summary_RefusedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_summary_refused(inputs)
	if (locale === "en-XA") return en_xa2_documents_summary_refused(inputs)
	return en_documents_summary_refused(inputs)
});