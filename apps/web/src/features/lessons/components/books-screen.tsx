import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Download from '@mui/icons-material/Download';
import MenuBook from '@mui/icons-material/MenuBook';
import { RESOURCE_TYPE } from '@lms/contract';
import { SectionCard } from '../../../components/ui/section-card';
import { resourceFileUrl } from '../utils/resource-links';
import { LessonFilesPage, type LessonFilesPageProps } from './lesson-files-page';
import { PdfViewer, preloadPdfViewer } from './pdf-viewer';

/** Books (spec 2 §2 "e-Books"): the lesson's PDFs, each with Descargar and the embedded viewer. */
export function BooksScreen(props: LessonFilesPageProps) {
  // pdf.js and its worker load while the lesson's files are read, not after.
  useEffect(preloadPdfViewer, []);
  return (
    <LessonFilesPage {...props} kind="Libros" tipo={RESOURCE_TYPE.pdf} emptyText="Esta lección no tiene libros.">
      {(row, books) => (
        <Stack spacing={2}>
          {books.map((book) => {
            const url = resourceFileUrl(row, book);
            return (
              <SectionCard key={book.ruta} title={book.recurso} icon={<MenuBook aria-hidden />}>
                <Stack spacing={1.5}>
                  <Button
                    variant="outlined"
                    startIcon={<Download />}
                    href={url}
                    download
                    target="_blank"
                    rel="noopener"
                    aria-label={`Descargar ${book.recurso}`}
                    sx={{ alignSelf: 'flex-start' }}
                  >
                    Descargar
                  </Button>
                  <PdfViewer key={url} url={url} title={book.recurso} school={props.school} userId={props.userId} />
                </Stack>
              </SectionCard>
            );
          })}
        </Stack>
      )}
    </LessonFilesPage>
  );
}
