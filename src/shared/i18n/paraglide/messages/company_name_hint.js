/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Name_HintInputs */

const en_company_name_hint = /** @type {(inputs: Company_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As your customers know you, e.g. “Acme Forwarding S.L.”`)
};

const es_company_name_hint = /** @type {(inputs: Company_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como le conocen sus clientes, p. ej. «Acme Forwarding S.L.»`)
};

const en_xa2_company_name_hint = /** @type {(inputs: Company_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áš ýóúŕ çúšţóɱéŕš ķñóŵ ýóú, é.ĝ. “Áçɱé Ƒóŕŵáŕðíñĝ Š.Ļ.” ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "As your customers know you, e.g. “Acme Forwarding S.L.”" |
*
* @param {Company_Name_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_name_hint = /** @type {((inputs?: Company_Name_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Name_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_company_name_hint(inputs)
	if (locale === "en-XA") return en_xa2_company_name_hint(inputs)
	return en_company_name_hint(inputs)
});