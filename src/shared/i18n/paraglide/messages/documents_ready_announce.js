/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Ready_AnnounceInputs */

const en_documents_ready_announce = /** @type {(inputs: Documents_Ready_AnnounceInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} file ready: check the document each goes to, then upload.`);
	return /** @type {LocalizedString} */ (`${i?.shown} files ready: check the document each goes to, then upload.`)
	
};

const es_documents_ready_announce = /** @type {(inputs: Documents_Ready_AnnounceInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} archivo listo: compruebe a qué documento va y súbalo.`);
	return /** @type {LocalizedString} */ (`${i?.shown} archivos listos: compruebe a qué documento va cada uno y súbalos.`)
	
};

const en_xa2_documents_ready_announce = /** @type {(inputs: Documents_Ready_AnnounceInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ƒíļé ŕéáðý: çĥéçķ ţĥé ðóçúɱéñţ éáçĥ ĝóéš ţó, ţĥéñ úþļóáð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ƒíļéš ŕéáðý: çĥéçķ ţĥé ðóçúɱéñţ éáçĥ ĝóéš ţó, ţĥéñ úþļóáð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} file ready: check the document each goes to, then upload." |
* | * | "{shown} files ready: check the document each goes to, then upload." |
*
* @param {Documents_Ready_AnnounceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_ready_announce = /** @type {((inputs: Documents_Ready_AnnounceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Ready_AnnounceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_ready_announce(inputs)
	if (locale === "en-XA") return en_xa2_documents_ready_announce(inputs)
	return en_documents_ready_announce(inputs)
});