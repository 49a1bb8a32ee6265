import { Button, Flash, FormControl, Heading, Spinner, TextInput } from '@primer/react';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { DetailFacts, Fact } from '../../../components/detail-facts';
import { formatDateTime } from '../../../lib/chile-date';
import { loadFailureText } from '../../../lib/http';
import { VERIFY_ROUTE } from '../../../lib/item-links';
import { usePageTitle } from '../../../lib/page-title';
import { useFolioVerification } from '../api/verify-folio';
import type { Verification } from '../site-book-types';
import own from './site-book.module.css';

function VerificationAnswer({ verification }: { verification: Verification }) {
  if (!verification.valid)
    return (
      <Flash variant="danger" role="alert">
        {verification.message}
      </Flash>
    );
  return (
    <>
      <Flash variant="success" role="status">
        Folio válido: su contenido coincide con su firma.
      </Flash>
      <DetailFacts>
        <Fact label="Proyecto">{verification.project_name}</Fact>
        <Fact label="Folio Nº">{verification.folio}</Fact>
        <Fact label="Autor">{verification.author_name}</Fact>
        <Fact label="Firmado">{formatDateTime(verification.signed_at)}</Fact>
        <Fact label="Hash">
          <span className={own.hash}>{verification.hash}</span>
        </Fact>
      </DetailFacts>
    </>
  );
}

/** Route '/verificar?code=…' (issue 33): anyone checks a printed folio's code, signed in or not; never its text. */
export function VerifyPage() {
  usePageTitle('Verificar folio');
  const code = new URLSearchParams(useSearch()).get('code')?.trim() ?? '';
  const [, navigate] = useLocation();
  const [typed, setTyped] = useState(code);
  const { verification, error, isLoading } = useFolioVerification(code);
  return (
    <div className={own.verify}>
      <Heading as="h1" variant="medium">
        Verificar folio del Libro de Obra
      </Heading>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          navigate(`${VERIFY_ROUTE}?code=${encodeURIComponent(typed.trim())}`);
        }}
      >
        <FormControl>
          <FormControl.Label>Código de verificación</FormControl.Label>
          <TextInput value={typed} placeholder="LO-XXXX-XXXX" onChange={(event) => setTyped(event.target.value)} />
        </FormControl>
        <Button type="submit">Verificar</Button>
      </form>
      {isLoading && <Spinner size="small" srText="Verificando" />}
      {error && (
        <Flash variant="danger" role="alert">
          {loadFailureText(error)}
        </Flash>
      )}
      {verification && <VerificationAnswer verification={verification} />}
    </div>
  );
}
